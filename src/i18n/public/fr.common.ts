export { common as table } from '../fr/common';
