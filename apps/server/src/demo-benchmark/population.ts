import type { Accreditation, LabSize, LabType, SurveyCategory } from '@labbench/contract';
import { DEMO_LAB } from '../db/demo-accounts.ts';
import { DEMO_COUNTRIES, demoCountry } from './countries.ts';
import type { Random } from './prng.ts';
import { seededRandom } from './prng.ts';

/** The two rounds of the demo: 2025 finished, 2026 the current one (D53). */
export const DEMO_ROUNDS = [2025, 2026] as const;
export type DemoRound = (typeof DEMO_ROUNDS)[number];

/** The seed the start-up population comes from; tests pass their own for a small one. */
export const DEMO_SEED = 'labbench-demo-2026';

/**
 * One lab of the demo population and how it performs. The performance factors multiply what the category's answers
 * make of the typical lab: below 1 is better (fewer errors, shorter turnaround, lower cost), productivity above 1 is
 * more samples per person.
 */
export interface DemoLab {
  code: string;
  name: string;
  country: string;
  city: string;
  labType: LabType;
  /** §4 size by volume in its main category; other categories may run smaller. */
  size: LabSize;
  accreditation: Accreditation;
  categories: SurveyCategory[];
  rounds: DemoRound[];
  quality: number;
  speed: number;
  cost: number;
  productivity: number;
  /** 0 manual … 1 fully automated. */
  automation: number;
  /** How much better 2026 is than 2025 (multiplies quality, speed; divides productivity). */
  improvement: number;
  /** Offers every service and answers every optional question, so each KPI has a value (the demo lab). */
  complete: boolean;
}

const TYPE_WEIGHTS = { hospital: 55, commercial: 25, public_health: 12, research: 8 } as const;
const SIZE_WEIGHTS: Readonly<Record<LabType, Readonly<Record<LabSize, number>>>> = {
  hospital: { small: 35, medium: 38, large: 27 },
  commercial: { small: 25, medium: 40, large: 35 },
  public_health: { small: 50, medium: 35, large: 15 },
  research: { small: 70, medium: 25, large: 5 },
};
/** How likely a lab of each type takes each category (core lab most often). */
const TAKES: Readonly<Record<LabType, Readonly<Record<SurveyCategory, number>>>> = {
  hospital: { CL: 0.9, CLT: 0.2, ML: 0.35, HL: 0.45, BB: 0.5 },
  commercial: { CL: 0.85, CLT: 0.25, ML: 0.45, HL: 0.3, BB: 0.05 },
  public_health: { CL: 0.6, CLT: 0.1, ML: 0.75, HL: 0.1, BB: 0.15 },
  research: { CL: 0.55, CLT: 0.05, ML: 0.7, HL: 0.15, BB: 0.02 },
};
const CATEGORY_ORDER: readonly SurveyCategory[] = ['CL', 'ML', 'HL', 'BB', 'CLT'];
const NAMES: Readonly<Record<LabType, readonly string[]>> = {
  hospital: ['General Hospital Laboratory', 'University Hospital Laboratory', 'Medical Centre Laboratory'],
  commercial: ['Diagnostics', 'Clinical Laboratories', 'Pathology Services'],
  public_health: ['Public Health Laboratory', 'Regional Reference Laboratory'],
  research: ['Medical Research Institute Laboratory', 'Translational Research Laboratory'],
};
/** The China region must hold a peer group of at least this many labs in every category and round. */
const CHINA_MINIMUM = 6;
const MAX_CATEGORIES = 4;

function categoriesOf(random: Random, labType: LabType): SurveyCategory[] {
  const draws = CATEGORY_ORDER.map((category) => ({ category, roll: random.next() }));
  const taken = draws.filter((d) => d.roll < TAKES[labType][d.category]).map((d) => d.category);
  if (taken.length === 0) taken.push('CL');
  return taken.slice(0, MAX_CATEGORIES);
}

function roundsOf(random: Random, country: string): DemoRound[] {
  const roll = random.next();
  // China always both rounds, so its peer groups stay large enough in each.
  if (country === 'CN' || roll < 0.85) return [2025, 2026];
  return roll < 0.93 ? [2026] : [2025];
}

function accreditationOf(random: Random, accredited: number, size: LabSize): Accreditation {
  const boost = size === 'large' ? 0.15 : size === 'small' ? -0.1 : 0;
  const roll = random.next();
  if (roll < accredited + boost) return 'yes';
  return roll < accredited + boost + 0.18 ? 'in_progress' : 'no';
}

function newLab(random: Random, code: string, country: string, name: (type: LabType, city: string) => string): DemoLab {
  const { cities, accredited } = demoCountry(country);
  const labType = random.weighted(TYPE_WEIGHTS);
  const size = random.weighted(SIZE_WEIGHTS[labType]);
  const city = random.pick(cities);
  const automationBase = size === 'large' ? 0.7 : size === 'medium' ? 0.45 : 0.2;
  return {
    code,
    name: name(labType, city),
    country,
    city,
    labType,
    size,
    accreditation: accreditationOf(random, accredited, size),
    categories: categoriesOf(random, labType),
    rounds: roundsOf(random, country),
    quality: random.around(1, 0.35),
    speed: random.around(1, 0.25),
    cost: random.around(1, 0.2),
    productivity: random.around(1, 0.2),
    automation: Math.min(1, Math.max(0, random.normal(automationBase, 0.15))),
    improvement: random.around(0.95, 0.04),
    complete: false,
  };
}

/** Adds categories to China labs until each category has enough of them (deterministic: in lab order). */
function fillChina(labs: DemoLab[]): void {
  const china = labs.filter((l) => l.country === 'CN');
  for (const category of CATEGORY_ORDER) {
    let count = china.filter((l) => l.categories.includes(category)).length;
    for (const lab of china) {
      if (count >= CHINA_MINIMUM) break;
      if (lab.categories.includes(category) || lab.categories.length >= MAX_CATEGORIES) continue;
      lab.categories.push(category);
      count++;
    }
  }
}

/**
 * The demo lab of demo-accounts.ts: a medium Thai hospital laboratory, accredited, taking the four categories that
 * have dashboards, close to the middle of its peers so its bands differ from KPI to KPI.
 */
export const DEMO_LAB_PROFILE: DemoLab = {
  code: DEMO_LAB.labCode,
  name: DEMO_LAB.name,
  country: DEMO_LAB.countryCode,
  city: DEMO_LAB.state,
  labType: 'hospital',
  size: 'medium',
  accreditation: 'yes',
  categories: ['CL', 'ML', 'HL', 'BB'],
  rounds: [2025, 2026],
  quality: 0.85,
  speed: 1.1,
  cost: 0.95,
  productivity: 1.05,
  automation: 0.55,
  improvement: 0.92,
  complete: true,
};

/** A generated lab's code: `DEMO-`, its country and its number there. */
const labCodeOf = (country: string, n: number) => `DEMO-${country}-${String(n).padStart(4, '0')}`;
/** The first generated lab at every scale: its presence says the demo population is there. */
export const FIRST_DEMO_LAB_CODE = labCodeOf(DEMO_COUNTRIES[0]?.code ?? 'IN', 1);

/** The generated labs (the demo lab not among them): the same list for the same seed. */
export function demoPopulation(seed = DEMO_SEED, scale = 1): DemoLab[] {
  const random = seededRandom(seed).fork('population');
  const used = new Set<string>();
  const nameOf = (type: LabType, city: string) => {
    const base = `${city} ${random.pick(NAMES[type])}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
    used.add(name);
    return name;
  };
  const labs: DemoLab[] = [];
  for (const country of DEMO_COUNTRIES) {
    const count = Math.max(1, Math.round(country.labs * scale));
    for (let i = 1; i <= count; i++) labs.push(newLab(random, labCodeOf(country.code, i), country.code, nameOf));
  }
  fillChina(labs);
  return labs;
}
