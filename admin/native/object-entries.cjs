// node-polyglot (react-admin's translations) asks for the `object.entries` polyfill, which brings
// ~40 KB of ES5 helpers (get-intrinsic and friends); every browser the admin supports has it built in.
module.exports = Object.entries;
