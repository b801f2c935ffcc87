/**
 * Escape by name, or by the key code 27 (older embedded browsers set only
 * that). Written out rather than read from src/enums/key-code.ts so the
 * chunks that need it (the Escape stack, the idle services) carry no key table.
 */
export function isEscape(event: KeyboardEvent): boolean {
  return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27;
}
