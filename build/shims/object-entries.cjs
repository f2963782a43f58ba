// `object.entries` is an ES2017 polyfill (with ~35 KB of es-shims helpers) that node-polyglot
// requires; every browser the product supports has Object.entries.
module.exports = Object.entries;
