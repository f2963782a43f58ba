/**
 * Whether react-admin's routes-and-resources state read from the admin's children again holds the
 * same elements as before (see build/raStableRoutes.ts). The lists hold the children's own elements,
 * so the same children give element-for-element identical lists.
 */
export function sameRoutesAndResources(previous, next) {
  const sameList = (a, b) => a.length === b.length && a.every((item, i) => item === b[i]);
  return (
    sameList(previous.resources, next.resources) &&
    sameList(previous.customRoutesWithLayout, next.customRoutesWithLayout) &&
    sameList(previous.customRoutesWithoutLayout, next.customRoutesWithoutLayout)
  );
}
