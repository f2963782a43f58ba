/** How a car is named wherever it is chosen or listed: mark, model, year and licence plate (issue 18). */
export function carLabel(
  car: { mark: string; model: string; year?: number | null; licensePlate?: string | null } | null | undefined,
): string {
  if (!car) return '';
  const name = [car.mark, car.model, car.year]
    .filter((p) => p !== undefined && p !== null && p !== '')
    .join(' ');
  return car.licensePlate ? `${name} · ${car.licensePlate}` : name;
}
