/**
 * What react-admin's router needs that jest's jsdom lacks: imported first by the admin's
 * component tests (before react-admin), not by every site test.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
