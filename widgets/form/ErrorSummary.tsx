import type { MouseEvent, RefObject } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import type { FormField } from '../../src/forms/fields.ts';
import { ownValue } from '../../src/own-value.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { tabbables } from '../../src/layers/focus.ts';

/** What the summary shows: the fields in error, in the form's order. */
export interface ErrorSummaryProps {
  box: RefObject<HTMLDivElement | null>;
  fields: readonly FormField[];
  errors: Record<string, string>;
}

/**
 * Moves focus to the first control of the field a summary entry names, as the
 * link's own jump would not: a fragment link scrolls but leaves focus behind,
 * and inside a lightbox it would change the page's address.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = ownDoc.getElementById(fieldId);
  const control = field ? tabbables(field)[0] : undefined;
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * The error summary above the form (behaviour/forms.md#form-error-summary): it takes
 * focus after a refused submit, says what happened, and lists each field in
 * error as a link to it ("Email: This field is required.").
 */
export function ErrorSummary({ box, fields, errors }: ErrorSummaryProps) {
  const inError = fields.filter((field) => ownValue(errors, field.id) !== undefined);
  return (
    <div className="form-summary form-summary--top" ref={box} tabIndex={-1} role="alert">
      <p className="form-summary__message">{t(FORM_TEXT, 'problemScrollDown')}</p>
      {inError.length > 0 && (
        <ul className="form-summary__list">
          {inError.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={(event) => focusField(event, field.id)}>
                {`${field.title}: ${ownValue(errors, field.id)}`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
