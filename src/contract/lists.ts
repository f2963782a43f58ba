/**
 * The most rows one simple-REST list call may ask for (`range=[start,end]`): the server refuses
 * more, and the client reads a bigger page (an export) in pages of this size.
 */
export const LIST_PAGE_MAX = 1000;
