// CSS Modules in tests: every class name maps to itself so tests can assert on it.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) });
