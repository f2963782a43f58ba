// react-admin's default list exporter imports jsonexport (CSV writer) eagerly, so it would sit in
// the first download of every list screen; it is fetched here the first time an export runs.
// Same call signature: jsonexport(data, options, callback).
export default function jsonExport(...args) {
  import('jsonexport/dist/index').then((module) => module.default(...args));
}
