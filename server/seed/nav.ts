/**
 * NAV history is computed, not stored: each scheme carries a NavModel and its series is a
 * geometric random walk over weekdays, seeded by the model. The same model always yields the
 * same values, and a value never changes when the series is extended to a later date.
 */
import type { NavModel } from '../db/schema';
import { fromDayNumber, isWeekdayNumber, toDayNumber } from './dates';
import { createRandom, type Random } from './random';

interface NavPoint {
  readonly date: string;
  /** 4 decimals, always positive. */
  readonly value: string;
}

/** Weekday steps per year: the walk's time unit, so `drift` reads as an annual rate. */
const STEPS_PER_YEAR = 261;
const MIN_NAV = 0.0001;
/** Keeps toFixed away from exponent notation whatever a model says. */
const MAX_NAV = 1e12;
const CACHE_LIMIT = 512;

interface Walk {
  readonly points: NavPoint[];
  readonly random: Random;
  readonly stepDrift: number;
  readonly stepVolatility: number;
  /** Next day number to consider. */
  day: number;
  logValue: number;
}

/** Least recently used first; a hit moves the entry to the end. */
const walks = new Map<string, Walk>();

function walkKey(model: NavModel): string {
  return `${model.seed}|${model.from}|${model.startNav}|${model.drift}|${model.volatility}`;
}

function startWalk(model: NavModel): Walk {
  const startNav = Number(model.startNav);
  if (!(startNav > 0)) throw new RangeError(`NAV model needs a positive startNav, got ${model.startNav}`);
  const dt = 1 / STEPS_PER_YEAR;
  return {
    points: [],
    random: createRandom(model.seed),
    stepDrift: (model.drift - (model.volatility * model.volatility) / 2) * dt,
    stepVolatility: model.volatility * Math.sqrt(dt),
    day: toDayNumber(model.from),
    logValue: Math.log(startNav),
  };
}

function formatNav(logValue: number): string {
  return Math.min(Math.max(Math.exp(logValue), MIN_NAV), MAX_NAV).toFixed(4);
}

/** Extends the walk through `lastDay`; the first weekday on or after `from` publishes startNav itself. */
function extendWalk(walk: Walk, lastDay: number): void {
  const { points, random, stepDrift, stepVolatility } = walk;
  for (let day = walk.day; day <= lastDay; day++) {
    if (!isWeekdayNumber(day)) continue;
    if (points.length > 0) walk.logValue += stepDrift + stepVolatility * random.normal();
    points.push(Object.freeze({ date: fromDayNumber(day), value: formatNav(walk.logValue) }));
  }
  walk.day = Math.max(walk.day, lastDay + 1);
}

function walkThrough(model: NavModel, date: string): Walk {
  const key = walkKey(model);
  let walk = walks.get(key);
  if (walk) {
    walks.delete(key);
  } else {
    walk = startWalk(model);
    if (walks.size >= CACHE_LIMIT) {
      const oldest = walks.keys().next().value;
      if (oldest !== undefined) walks.delete(oldest);
    }
  }
  walks.set(key, walk);
  const lastDay = toDayNumber(date);
  if (lastDay >= walk.day) extendWalk(walk, lastDay);
  return walk;
}

/** Number of points dated on or before `date` (points are in date order). */
function countThrough(points: readonly NavPoint[], date: string): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as NavPoint).date <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every weekday's NAV from the model's start through `untilDate` inclusive, ascending. */
export function navSeries(model: NavModel, untilDate: string): NavPoint[] {
  const { points } = walkThrough(model, untilDate);
  return points.slice(0, countThrough(points, untilDate));
}

/** The last NAV published on or before `onOrBefore`, or null before the scheme's first NAV. */
export function latestNav(model: NavModel, onOrBefore: string): NavPoint | null {
  const { points } = walkThrough(model, onOrBefore);
  const count = countThrough(points, onOrBefore);
  return count === 0 ? null : (points[count - 1] as NavPoint);
}

/** The NAV published on exactly that date, or null (weekend, or outside the series). */
export function navOn(model: NavModel, date: string): string | null {
  const point = latestNav(model, date);
  return point?.date === date ? point.value : null;
}

/** Forgets every cached walk; the next call recomputes from the model (tests compare both paths). */
export function clearNavCache(): void {
  walks.clear();
}
