/**
 * The §3 countries the demo population comes from: how many labs, the currency their amounts are in, about how
 * many units of it a US dollar buys, how dear a test is there against the region (1 = India), and a few cities.
 */
export interface DemoCountry {
  code: string;
  labs: number;
  currency: string;
  perUsd: number;
  priceLevel: number;
  /** Share of its labs with ISO 15189 (the rest split between in progress and none). */
  accredited: number;
  cities: readonly string[];
}

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'IN',
    labs: 40,
    currency: 'INR',
    perUsd: 85,
    priceLevel: 1,
    accredited: 0.4,
    cities: ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Pune'],
  },
  {
    code: 'CN',
    labs: 30,
    currency: 'CNY',
    perUsd: 7.2,
    priceLevel: 1.8,
    accredited: 0.45,
    cities: ['Beijing', 'Shanghai', 'Guangzhou', 'Chengdu', 'Wuhan', 'Hangzhou'],
  },
  {
    code: 'TH',
    labs: 26,
    currency: 'THB',
    perUsd: 35,
    priceLevel: 1.8,
    accredited: 0.55,
    cities: ['Bangkok', 'Chiang Mai', 'Khon Kaen', 'Hat Yai', 'Phitsanulok'],
  },
  {
    code: 'JP',
    labs: 24,
    currency: 'JPY',
    perUsd: 150,
    priceLevel: 3.4,
    accredited: 0.5,
    cities: ['Tokyo', 'Osaka', 'Nagoya', 'Fukuoka', 'Sapporo'],
  },
  {
    code: 'KR',
    labs: 20,
    currency: 'KRW',
    perUsd: 1400,
    priceLevel: 2.8,
    accredited: 0.5,
    cities: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon'],
  },
  {
    code: 'VN',
    labs: 20,
    currency: 'VND',
    perUsd: 25000,
    priceLevel: 1.4,
    accredited: 0.3,
    cities: ['Hanoi', 'Ho Chi Minh City', 'Da Nang', 'Hai Phong', 'Can Tho'],
  },
  {
    code: 'ID',
    labs: 20,
    currency: 'IDR',
    perUsd: 16000,
    priceLevel: 1.5,
    accredited: 0.3,
    cities: ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Makassar'],
  },
  {
    code: 'AU',
    labs: 18,
    currency: 'AUD',
    perUsd: 1.5,
    priceLevel: 4,
    accredited: 0.85,
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  },
  {
    code: 'MY',
    labs: 18,
    currency: 'MYR',
    perUsd: 4.5,
    priceLevel: 2,
    accredited: 0.55,
    cities: ['Kuala Lumpur', 'Penang', 'Johor Bahru', 'Kuching', 'Ipoh'],
  },
  {
    code: 'PH',
    labs: 18,
    currency: 'PHP',
    perUsd: 57,
    priceLevel: 1.6,
    accredited: 0.35,
    cities: ['Manila', 'Quezon City', 'Cebu', 'Davao', 'Iloilo'],
  },
  {
    code: 'TW',
    labs: 16,
    currency: 'TWD',
    perUsd: 32,
    priceLevel: 2.6,
    accredited: 0.6,
    cities: ['Taipei', 'Kaohsiung', 'Taichung', 'Tainan'],
  },
  {
    code: 'PK',
    labs: 14,
    currency: 'PKR',
    perUsd: 280,
    priceLevel: 0.9,
    accredited: 0.25,
    cities: ['Karachi', 'Lahore', 'Islamabad', 'Peshawar'],
  },
  { code: 'SG', labs: 12, currency: 'SGD', perUsd: 1.35, priceLevel: 3.5, accredited: 0.8, cities: ['Singapore'] },
  {
    code: 'BD',
    labs: 12,
    currency: 'BDT',
    perUsd: 120,
    priceLevel: 0.9,
    accredited: 0.2,
    cities: ['Dhaka', 'Chittagong', 'Khulna', 'Sylhet'],
  },
  {
    code: 'HK',
    labs: 10,
    currency: 'HKD',
    perUsd: 7.8,
    priceLevel: 3.2,
    accredited: 0.75,
    cities: ['Hong Kong', 'Kowloon', 'Sha Tin'],
  },
  {
    code: 'NZ',
    labs: 10,
    currency: 'NZD',
    perUsd: 1.7,
    priceLevel: 3.8,
    accredited: 0.85,
    cities: ['Auckland', 'Wellington', 'Christchurch', 'Hamilton'],
  },
  {
    code: 'MM',
    labs: 8,
    currency: 'MMK',
    perUsd: 2100,
    priceLevel: 1,
    accredited: 0.15,
    cities: ['Yangon', 'Mandalay', 'Naypyidaw'],
  },
  {
    code: 'BT',
    labs: 6,
    currency: 'BTN',
    perUsd: 85,
    priceLevel: 1.1,
    accredited: 0.2,
    cities: ['Thimphu', 'Paro', 'Phuentsholing'],
  },
];

export function demoCountry(code: string): DemoCountry {
  const country = DEMO_COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error(`no demo country ${code}`);
  return country;
}
