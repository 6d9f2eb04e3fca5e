/**
 * Volume normalisation: each track's integrated loudness (EBU R128, LUFS) is
 * stored when its audio is processed; the player plays it at a common target so quiet and loud
 * masters sound alike.
 */
export const NORMALIZE_TARGET_LUFS = -14;
/** The most a quiet track is raised, in dB. */
export const NORMALIZE_MAX_BOOST_DB = 6;
/** The most a loud track is lowered, in dB (a negative number). */
export const NORMALIZE_MAX_CUT_DB = -12;

/** The gain in dB for a track of `loudness` LUFS: 0 when unknown. */
export function normalizationDb(loudness: number | null | undefined): number {
  if (loudness == null || !Number.isFinite(loudness)) return 0;
  const db = NORMALIZE_TARGET_LUFS - loudness;
  return Math.min(NORMALIZE_MAX_BOOST_DB, Math.max(NORMALIZE_MAX_CUT_DB, db));
}

/** The linear gain (1 = unchanged) for a track of `loudness` LUFS. */
export function normalizationGain(loudness: number | null | undefined): number {
  return 10 ** (normalizationDb(loudness) / 20);
}

/**
 * The audio element's volume: the listener's volume times the track's gain. An element cannot
 * play above 1, so a boost reaches at most full volume.
 */
export function effectiveVolume(
  volume: number,
  loudness: number | null | undefined,
  normalize: boolean,
): number {
  const gain = normalize ? normalizationGain(loudness) : 1;
  return Math.min(1, Math.max(0, volume * gain));
}
