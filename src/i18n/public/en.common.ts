export { common as table } from '../en/common';
