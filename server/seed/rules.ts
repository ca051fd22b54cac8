/**
 * Transaction rules per scheme: purchase and redemption limits, flags, and the SIP, STP and
 * SWP rules. The mix is deliberate: every branch of 000 §5 (SIP minimum and maximum) and
 * 001 §5 (switch, STP and SWP eligibility) has schemes that take it.
 */
import type { SipRules, StpInRules, StpRule, SwpRules } from '../db/schema';
import type { SchemeOption, SchemeType } from './categories';
import type { Random } from './random';

interface PurchaseLimits {
  minimumPurchaseAmount: string;
  additionalPurchaseAmount: string;
  maximumPurchaseAmount: string;
}

interface RedemptionLimits {
  minimumRedemptionQty: string;
  maximumRedemptionQty: string;
  minimumRedemptionAmount: string;
  maximumRedemptionAmount: string;
  redemptionAmountMultiple: string;
}

export type YesNo = 'Y' | 'N';

export interface SchemeFlags {
  purchaseAllowed: YesNo;
  sipFlag: YesNo;
  switchFlag: YesNo;
  redemptionAllowed: YesNo;
  purchaseTransactionMode: 'DP' | 'P' | 'D';
}

const rupees = (amount: number): string => amount.toFixed(2);
const yes = (random: Random, p: number): YesNo => (random.chance(p) ? 'Y' : 'N');

/** Minimum and additional purchase; the rare pairs cover 000 §5's SIP minimum fallbacks. */
export function purchaseLimits(random: Random, type: SchemeType): PurchaseLimits {
  const usual: readonly (readonly [readonly [number, number], number])[] =
    type === 'LIQUID'
      ? [
          [[500, 500], 3],
          [[1000, 1000], 4],
          [[5000, 1000], 3],
        ]
      : type === 'ELSS'
        ? [
            [[500, 500], 8],
            [[1000, 500], 2],
          ]
        : [
            [[100, 100], 3],
            [[500, 500], 3],
            [[1000, 1000], 4],
            [[5000, 1000], 3],
            [[1000, 500], 1],
          ];
  const [minimum, additional] = random.weighted([
    ...usual,
    // Additional purchase not set, and an additional amount above the minimum.
    [[random.pick([1000, 5000]), 0], 1],
    [[random.pick([100, 500]), 1000], 0.8],
  ]);
  const maximum = random.weighted([
    [0, 60],
    [50_000_000, 8],
    [10_000_000, 12],
    [2_500_000, 8],
    [500_000, 7],
    [200_000, 5],
  ]);
  return {
    minimumPurchaseAmount: rupees(minimum),
    additionalPurchaseAmount: rupees(additional),
    maximumPurchaseAmount: rupees(maximum),
  };
}

export function redemptionLimits(random: Random): RedemptionLimits {
  return {
    minimumRedemptionQty: random.weighted([
      ['0.0010', 5],
      ['1.0000', 4],
      ['10.0000', 1],
    ]),
    maximumRedemptionQty: random.weighted([
      ['0.0000', 7],
      ['100000.0000', 2],
      ['9999999.0000', 1],
    ]),
    minimumRedemptionAmount: rupees(
      random.weighted([
        [100, 3],
        [500, 4],
        [1000, 3],
      ]),
    ),
    maximumRedemptionAmount: rupees(
      random.weighted([
        [0, 7],
        [10_000_000, 2],
        [5_000_000, 1],
      ]),
    ),
    redemptionAmountMultiple: rupees(
      random.weighted([
        [1, 7],
        [0.01, 1],
        [100, 2],
      ]),
    ),
  };
}

export function schemeFlags(random: Random, type: SchemeType, category: string, option: SchemeOption): SchemeFlags {
  // Overnight funds rarely take SIPs, and IDCW payout options often do not.
  const sipChance =
    category === 'Overnight' ? 0.3 : option === 'IDCW Payout' ? 0.45 : option === 'IDCW Reinvestment' ? 0.75 : 0.93;
  // Overseas fund of funds keep hitting the industry's overseas investment limit.
  const purchaseChance = category === 'International FoF' ? 0.7 : 0.96;
  return {
    purchaseAllowed: yes(random, purchaseChance),
    sipFlag: yes(random, type === 'ELSS' && option === 'Growth' ? 0.97 : sipChance),
    switchFlag: yes(random, 0.92),
    redemptionAllowed: yes(random, 0.97),
    purchaseTransactionMode: random.weighted([
      ['DP', 80],
      ['P', 13],
      ['D', 7],
    ]),
  };
}

/** SIP rules for a scheme that takes SIPs; nulls exercise the 000 §5 fallbacks. */
export function sipRules(random: Random, type: SchemeType): SipRules {
  const multiplier = random.weighted<number | null>([
    [1, 60],
    [100, 25],
    [500, 5],
    [null, 10],
  ]);
  const minimum = random.weighted<number | null>([
    [type === 'ELSS' || multiplier === 500 ? 500 : 100, 35],
    [500, 25],
    [1000, 25],
    [null, 15],
  ]);
  const maximum = random.weighted<number | null>([
    [null, 45],
    [200_000, 15],
    [1_000_000, 15],
    [5_000_000, 10],
    [99_999_999, 15],
  ]);
  const pauseFlag = yes(random, 0.6);
  return {
    status: random.chance(0.94) ? 'ACTIVE' : null,
    minInstAmt: minimum === null ? null : rupees(minimum),
    maxInstAmt: maximum === null ? null : rupees(maximum),
    multiplierAmt: multiplier === null ? null : rupees(multiplier),
    sipMultiplierAmount: multiplier === null || random.chance(0.15) ? null : rupees(multiplier),
    defaultDate: random.chance(0.4) ? null : random.int(1, 28),
    sipMaxGap: random.weighted<number | null>([
      [30, 3],
      [60, 4],
      [90, 2],
      [null, 1.5],
    ]),
    pauseFlag,
    pauseModCount: pauseFlag === 'Y' ? random.int(1, 3) : 0,
  };
}

const STP_SHAPES: Readonly<
  Record<StpRule['frequency'], { minimums: readonly number[]; instalments: readonly (readonly [number, number])[] }>
> = {
  DAILY: { minimums: [100, 500, 1000], instalments: [[20, 999]] },
  WEEKLY: {
    minimums: [500, 1000],
    instalments: [
      [6, 999],
      [12, 520],
    ],
  },
  MONTHLY: {
    minimums: [500, 1000],
    instalments: [
      [6, 999],
      [12, 240],
    ],
  },
  QUARTERLY: {
    minimums: [1500, 3000],
    instalments: [
      [4, 999],
      [4, 80],
    ],
  },
};

/**
 * STP-out rules per frequency. Some schemes offer only QUARTERLY, or nothing registered,
 * so 001 §5's "at least one of DAILY, WEEKLY, MONTHLY with regOut Y and status true" fails.
 */
export function stpRules(random: Random): StpRule[] {
  const onlyQuarterly = random.chance(0.04);
  const offered = (Object.keys(STP_SHAPES) as (keyof typeof STP_SHAPES)[]).filter((frequency) =>
    onlyQuarterly
      ? frequency === 'QUARTERLY'
      : random.chance({ DAILY: 0.6, WEEKLY: 0.75, MONTHLY: 1, QUARTERLY: 0.5 }[frequency]),
  );
  return offered.map((frequency) => {
    const shape = STP_SHAPES[frequency];
    const [minInstNumbers, maxInstNumbers] = random.pick(shape.instalments);
    return {
      frequency,
      outMinInstAmt: rupees(random.pick(shape.minimums)),
      outMaxInstAmt: rupees(
        random.weighted([
          [99_999_999, 8],
          [100_000, 1],
          [25_000, 1],
        ]),
      ),
      minInstNumbers,
      maxInstNumbers,
      regOut: yes(random, 0.88),
      status: random.chance(0.9),
      outMultiplierAmt: rupees(
        random.weighted([
          [1, 8],
          [100, 2],
        ]),
      ),
    };
  });
}

/** STP-in rules: what the scheme accepts as an STP target (001 §3 stpMasterBean). */
export function stpInRules(random: Random): StpInRules {
  const [minInstNumbers, maxInstNumbers] = random.pick([
    [1, 999],
    [6, 999],
    [6, 120],
  ] as const);
  return {
    regIn: yes(random, 0.88),
    inMinInstAmt: rupees(random.pick([500, 1000])),
    inMaxInstAmt: rupees(
      random.weighted([
        [99_999_999, 85],
        [50_000, 15],
      ]),
    ),
    minInstNumbers,
    maxInstNumbers,
    inMultiplierAmt: rupees(
      random.weighted([
        [1, 80],
        [100, 20],
      ]),
    ),
  };
}

export function swpRules(random: Random): SwpRules {
  const [minInstNumbers, maxInstNumbers] = random.pick([
    [1, 100],
    [6, 999],
    [1, 120],
    [2, 60],
  ] as const);
  return {
    status: random.chance(0.92) ? 'ACTIVE' : null,
    minInstAmt: rupees(random.pick([500, 1000])),
    maxInstAmt: rupees(
      random.weighted([
        [99_999_999, 8],
        [100_000, 2],
      ]),
    ),
    minInstNumbers,
    maxInstNumbers,
    multiplierAmt: rupees(
      random.weighted([
        [1, 8],
        [100, 2],
      ]),
    ),
    minGap: random.pick([0, 0, 7, 10, 15]),
    maxGap: random.pick([30, 60, 60, 90]),
  };
}
