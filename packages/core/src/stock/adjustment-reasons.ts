/** Why stock is adjusted by hand (the adjustment screen's choices), kept as a code on the movements. */
export const ADJUSTMENT_REASONS = ['correction', 'damaged', 'lost', 'found', 'received', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * Which way a reason moves stock: damaged or lost goods leave it (-1), found or received goods enter it (+1);
 * a correction or another reason may go either way (0).
 */
export function adjustmentDirection(reason: string): -1 | 0 | 1 {
  if (reason === 'damaged' || reason === 'lost') return -1;
  if (reason === 'found' || reason === 'received') return 1;
  return 0;
}

/** The lines' quantities turned the reason's way (sizes kept); unchanged for a reason that goes either way. */
export function orientAdjustment<L extends { quantity: number }>(lines: readonly L[], reason: string): L[] {
  const direction = adjustmentDirection(reason);
  if (direction === 0) return [...lines];
  return lines.map((line) => ({ ...line, quantity: Math.abs(line.quantity) * direction }));
}

/**
 * The labels (en, fr, es) the adjustment screen used to write in front of the note ("Received: …")
 * before the reason had its own code. Only to read those old notes back; never to write.
 */
const LEGACY_REASON_LABELS: Record<string, AdjustmentReason> = {
  correction: 'correction',
  corrección: 'correction',
  damaged: 'damaged',
  abîmé: 'damaged',
  dañado: 'damaged',
  'lost or stolen': 'lost',
  'perdu ou volé': 'lost',
  'perdido o robado': 'lost',
  found: 'found',
  retrouvé: 'found',
  encontrado: 'found',
  received: 'received',
  reçu: 'received',
  recibido: 'received',
  other: 'other',
  autre: 'other',
  otro: 'other',
};

/**
 * An adjustment note as older versions stored it ("Reçu: carton abîmé", "Damaged") split into the
 * reason's code and the user's own words; a note without such a prefix is returned unchanged.
 */
export function splitLegacyAdjustmentNote(note: string | null): {
  reason: AdjustmentReason | null;
  note: string | null;
} {
  if (!note) return { reason: null, note };
  const colon = note.indexOf(':');
  const head = (colon === -1 ? note : note.slice(0, colon)).trim().toLowerCase();
  const reason = LEGACY_REASON_LABELS[head];
  if (!reason) return { reason: null, note };
  const rest = colon === -1 ? '' : note.slice(colon + 1).trim();
  return { reason, note: rest || null };
}
