/** Small seeded PRNG so the demo data looks the same on every machine. */
export function createRandom(seed = 20261122) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'Mohamed',
  'Ahmed',
  'Yassine',
  'Amine',
  'Skander',
  'Oussama',
  'Hamza',
  'Aziz',
  'Karim',
  'Walid',
  'Sami',
  'Nizar',
  'Fares',
  'Bilel',
  'Mehdi',
  'Ines',
  'Amira',
  'Mariem',
  'Yasmine',
  'Sarra',
  'Rania',
  'Nour',
  'Eya',
  'Asma',
  'Salma',
  'Khadija',
  'Fatma',
  'Hela',
  'Sonia',
  'Olfa',
] as const;
export const LAST_NAMES = [
  'Ben Ali',
  'Trabelsi',
  'Jebali',
  'Gharbi',
  'Ben Salah',
  'Mejri',
  'Bouazizi',
  'Hammami',
  'Chaabane',
  'Ayari',
  'Dridi',
  'Khelifi',
  'Sassi',
  'Ferchichi',
  'Jlassi',
  'Mansouri',
  'Haddad',
  'Karoui',
  'Baccouche',
  'Zouari',
  'Marzouki',
  'Rekik',
  'Ben Youssef',
  'Laabidi',
  'Masmoudi',
] as const;

/** Tunisian mobile numbers: 8 digits starting with 2, 5 or 9. */
export function phoneNumber(rnd: Random, used: Set<string>): string {
  for (;;) {
    const p = `${rnd.pick(['2', '5', '9'])}${String(rnd.int(0, 9999999)).padStart(7, '0')}`;
    if (!used.has(p)) {
      used.add(p);
      return p;
    }
  }
}

export const daysFromNow = (days: number, hour = 12, minute = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, 0, 0);
  return d;
};
