// The wizard's packages, vehicle multipliers and durations: one typed catalog
// used by the wizard, the functions, the e-mails and the structured data.
export const VEHICLE_TYPES = {
  sedan: { label: 'Car', multiplier: 1 },
  truck: { label: 'Truck/SUV', multiplier: 1.25 },
  van: { label: 'Van', multiplier: 1.5 },
} as const;

export type VehicleType = keyof typeof VEHICLE_TYPES;
export const VEHICLE_TYPE_IDS = Object.keys(VEHICLE_TYPES) as VehicleType[];

export interface ServicePackage {
  /** The id is the package name, as in the site spec. */
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly description: string;
  readonly durationMin: number;
  readonly inclusions: readonly string[];
}

export const PACKAGES = [
  {
    id: 'Interior Detailing',
    name: 'Interior Detailing',
    price: 195,
    description: 'A complete interior refresh: every surface vacuumed, wiped and restored.',
    durationMin: 120,
    inclusions: ['Vacuum', 'Wipe down', 'Dust removal', 'Interior window cleaning', 'Complete restoration'],
  },
  {
    id: 'Interior & Exterior Package',
    name: 'Interior & Exterior Package',
    price: 249,
    description: 'Inside and out: full interior detail plus a hand wash and wheel care.',
    durationMin: 180,
    inclusions: ['Interior detailing', 'Exterior wash', 'Wheel cleaning', 'Tire dressing', 'Windows and mirrors'],
  },
  {
    id: 'Steam Cleaning & Interior Shampoo',
    name: 'Steam Cleaning & Interior Shampoo',
    price: 349,
    description: 'Deep extraction and steam for stains, spills and odours.',
    durationMin: 180,
    inclusions: ['Hot water extraction', 'Steam treatment', 'Upholstery shampoo', 'Stain and odor removal'],
  },
  {
    id: 'One Step Paint Correction',
    name: 'One Step Paint Correction',
    price: 450,
    description: 'A single machine-polish stage that removes light swirls and restores gloss.',
    durationMin: 300,
    inclusions: ['Decontamination wash', 'Clay bar treatment', 'One-stage machine polish', 'Paint sealant'],
  },
  {
    id: 'Two Step Paint Correction + 3 Year Ceramic Coating',
    name: 'Two Step Paint Correction + 3 Year Ceramic Coating',
    price: 850,
    description: 'Compound and polish to remove deeper defects, sealed with a 3-year ceramic coating.',
    durationMin: 480,
    inclusions: ['Decontamination wash', 'Two-stage machine correction', '3-year ceramic coating', 'Wheel face coating'],
  },
  {
    id: '5 Year Ceramic Coating',
    name: '5 Year Ceramic Coating',
    price: 1099,
    description: 'Professional-grade 9H ceramic protection that lasts five years.',
    durationMin: 480,
    inclusions: ['Paint enhancement polish', '5-year 9H ceramic coating', 'Glass coating', 'Trim and wheel protection'],
  },
] as const satisfies readonly ServicePackage[];

export type PackageId = (typeof PACKAGES)[number]['id'];
export const PACKAGE_IDS = PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];

export function findPackage(id: string): ServicePackage | undefined {
  return PACKAGES.find((p) => p.id === id);
}

/** total_price = Math.round(base * multiplier), in whole dollars. */
export function computeTotal(packageId: string, vehicleType: VehicleType): number {
  const pkg = findPackage(packageId);
  if (!pkg) throw new Error(`Unknown package: ${packageId}`);
  return Math.round(pkg.price * VEHICLE_TYPES[vehicleType].multiplier);
}

export interface PriceLines {
  /** The package's own price (a car's). */
  base: number;
  /** What the vehicle adds to it (0 for a car). */
  surcharge: number;
  total: number;
}

/** The total as the lines a customer reads: the package's price, the vehicle's surcharge, their sum. */
export function priceLines(packageId: string, vehicleType: VehicleType): PriceLines {
  const pkg = findPackage(packageId);
  if (!pkg) throw new Error(`Unknown package: ${packageId}`);
  const total = computeTotal(packageId, vehicleType);
  return { base: pkg.price, surcharge: total - pkg.price, total };
}
