/**
 * Reads the reservation block's data into the same typed value its zod
 * schema (`./schema.ts`) gives, the default time limit filled and unknown
 * fields dropped, or throws a `BlockDataError` naming the first field at
 * fault, as `parseBlockData` would. By hand, so the block's first view
 * carries no zod runtime (docs/behaviour.md#hand-read-block-data); the
 * schema stays the documented statement of the data, and
 * `test/unit/widgets/reservation/read-reservation.test.ts` holds the two
 * together.
 */
import { number, object, optional, string, withDefault } from '../../src/block-data/read-json.ts';
import type { ReservationData } from './schema.ts';

const milliseconds = (value: unknown, field: string) => number(value, field, { integer: true, min: 1 });

/** The reservation block's data from its block JSON. */
export function readReservation(raw: unknown): ReservationData {
  const data = object(raw ?? {}, '(root)');
  return {
    scriptUrl: string(data['scriptUrl'], 'scriptUrl', 1),
    ...optional(data, 'restaurantId', '', string),
    timeoutMs: withDefault(data, 'timeoutMs', '', milliseconds, 10000),
  } as ReservationData;
}
