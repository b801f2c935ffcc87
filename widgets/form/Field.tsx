import type { ReactNode } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { LIKERT_SCALE, PASSWORD_PLACEHOLDER, type FormField, type RawValue } from '../../src/forms/fields.ts';
import { partLabel, shownParts } from './parts.ts';
import { FORM_FIELD_TEXT } from '../../src/catalogue/en/form-field.ts';

/** What one field renders from. */
export interface FieldProps {
  field: FormField;
  value: RawValue | undefined;
  error?: string;
  onChange: (value: RawValue) => void;
}

const inputId = (field: FormField, part?: string) => `${field.id}-field${part ? `-${part}` : ''}`;
const asMap = (value: RawValue | undefined): Record<string, string> => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

function Required({ field }: { field: FormField }) {
  return field.required ? (
    <span className="required" aria-hidden="true">
      {' '}
      (required)
    </span>
  ) : null;
}

/** The multi-part field types. */
type PartsType = Parameters<typeof shownParts>[0];

/** The ARIA state every control of a field carries. */
type FieldAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required': true | undefined };

/**
 * One field by type, its label tied to its input (a fieldset and legend for
 * the multi-part and choice fields), `aria-invalid` and `aria-describedby`
 * pointing at its description and error when it has them.
 */
export function Field({ field, value, error, onChange }: FieldProps) {
  const descriptionId = field.description ? `${field.id}-description` : undefined;
  const errorId = error ? `${field.id}-error` : undefined;
  const counterId = field.type === 'textarea' && field.maxLength ? `${field.id}-counter` : undefined;
  const describedBy = [errorId, descriptionId, counterId].filter(Boolean).join(' ') || undefined;
  const aria: FieldAria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : '';
  const className = `form-item field ${field.type}${field.required ? ' required' : ''}${error ? ' error' : ''}`;

  const errorNode = note('field-error', errorId, error);
  const description = note('description', descriptionId, field.description);

  const group = (body: ReactNode, role?: string) => (
    <fieldset className={className} id={field.id} role={role} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="title">
        {field.title}
        <Required field={field} />
      </legend>
      {errorNode}
      {description}
      {body}
    </fieldset>
  );

  switch (field.type) {
    case 'section':
      return sectionField(field, description);
    case 'hidden':
      return null;
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time':
      return group(partsControl(field, field.type, value, onChange, aria));
    case 'checkbox':
    case 'radio':
      return group(choicesControl(field, value, onChange, !!error), field.type === 'radio' ? 'radiogroup' : undefined);
    case 'likert':
      return group(likertControl(field, value, onChange, !!error));
  }
  return (
    <div className={className} id={field.id}>
      <label className="title" htmlFor={inputId(field)}>
        {field.title}
        <Required field={field} />
      </label>
      {errorNode}
      {description}
      {field.type === 'select'
        ? selectControl(field, text, onChange, aria)
        : field.type === 'textarea'
          ? textareaControl(field, text, onChange, aria, counterId)
          : inputControl(field, text, onChange, aria)}
    </div>
  );
}

/** A note under the field's title (its error or description), or nothing without text. */
function note(className: string, id: string | undefined, text: string | undefined) {
  return text ? (
    <p className={className} id={id}>
      {text}
    </p>
  ) : null;
}

/** A section: a heading (underlined when asked) and its description; no input. */
function sectionField(field: FormField, description: ReactNode) {
  return (
    <div className={`form-item section${field.underline ? ' underline' : ''}`} id={field.id}>
      <h3 className="title">{field.title}</h3>
      {description}
    </div>
  );
}

/** A multi-part field (name, phone, address, date, time): one labelled input per part, a select for AM/PM. */
function partsControl(field: FormField, type: PartsType, value: RawValue | undefined, onChange: FieldProps['onChange'], aria: FieldAria) {
  const map = asMap(value);
  const set = (part: string, v: string) => onChange({ ...map, [part]: v });
  return (
    <div className="field-parts">
      {shownParts(type, field.showCountryCode).map((part) => (
        <div className={`field-part ${part.toLowerCase()}`} key={part}>
          <label htmlFor={inputId(field, part)}>{partLabel(part)}</label>
          {part === 'Ampm' ? (
            <select id={inputId(field, part)} name={`${field.id}-${part}`} value={map[part] ?? 'AM'} onChange={(e) => set(part, e.target.value)} {...aria}>
              <option value="AM">{t(FORM_FIELD_TEXT, 'am')}</option>
              <option value="PM">{t(FORM_FIELD_TEXT, 'pm')}</option>
            </select>
          ) : (
            <input
              type={type === 'phone' ? 'tel' : 'text'}
              id={inputId(field, part)}
              name={`${field.id}-${part}`}
              value={map[part] ?? ''}
              inputMode={type === 'date' || type === 'time' || type === 'phone' ? 'numeric' : undefined}
              onChange={(e) => set(part, e.target.value)}
              {...aria}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/** Checkboxes (any number chosen) or radios (one chosen), one per option. */
function choicesControl(field: FormField, value: RawValue | undefined, onChange: FieldProps['onChange'], invalid: boolean) {
  const checked = Array.isArray(value) ? value : [];
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="options">
      {field.options.map((option, index) => (
        <label className="option" key={option}>
          <input
            type={field.type}
            name={field.id}
            id={index === 0 ? inputId(field) : undefined}
            value={option}
            checked={field.type === 'radio' ? text === option : checked.includes(option)}
            onChange={(e) => onChange(field.type === 'radio' ? option : e.target.checked ? [...checked, option] : checked.filter((o) => o !== option))}
            aria-invalid={invalid || undefined}
          />{' '}
          {option}
        </label>
      ))}
    </div>
  );
}

/** A likert field: each question a fieldset of radios over the scale. */
function likertControl(field: FormField, value: RawValue | undefined, onChange: FieldProps['onChange'], invalid: boolean) {
  const answers = asMap(value);
  return (
    <div className="likert">
      {field.options.map((question, q) => (
        <fieldset className="item" key={question}>
          <legend className="question">{question}</legend>
          {LIKERT_SCALE.map((step) => (
            <label className="option" key={step.value}>
              <input
                type="radio"
                name={`${field.id}-${q}`}
                value={step.value}
                checked={answers[question] === step.value}
                onChange={() => onChange({ ...answers, [question]: step.value })}
                aria-invalid={invalid || undefined}
              />{' '}
              {step.label}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** A select with its placeholder as the empty first option. */
function selectControl(field: FormField, text: string, onChange: FieldProps['onChange'], aria: FieldAria) {
  return (
    <select id={inputId(field)} name={field.id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
      <option value="">{field.placeholder || t(FORM_FIELD_TEXT, 'selectAnOption')}</option>
      {field.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** A textarea, with its live character counter when it has a maximum length. */
function textareaControl(field: FormField, text: string, onChange: FieldProps['onChange'], aria: FieldAria, counterId: string | undefined) {
  const over = field.maxLength ? text.length > field.maxLength : false;
  return (
    <>
      <textarea id={inputId(field)} name={field.id} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} {...aria} />
      {field.maxLength ? (
        <p className={`character-counter${over ? ' error' : ''}`} id={counterId} aria-live="polite">
          {t(FORM_TEXT, 'characterCounter', { count: text.length, max: field.maxLength })}
        </p>
      ) : null}
    </>
  );
}

/** A one-line input of the field's type (email, password, url, number, text), with a currency or Twitter prefix. */
function inputControl(field: FormField, text: string, onChange: FieldProps['onChange'], aria: FieldAria) {
  const type =
    field.type === 'email' ? 'email' : field.type === 'password' ? 'password' : field.type === 'website' ? 'url' : field.type === 'number' ? 'number' : 'text';
  const prefix = field.type === 'currency' ? field.currencySymbol || '$' : field.type === 'twitter' ? '@' : undefined;
  return (
    <span className="input-wrapper">
      {prefix ? (
        <span className="input-prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        type={type}
        id={inputId(field)}
        name={field.id}
        value={text}
        placeholder={field.type === 'password' ? PASSWORD_PLACEHOLDER : field.placeholder}
        inputMode={field.type === 'currency' ? 'decimal' : undefined}
        autoComplete={field.type === 'email' ? 'email' : field.type === 'password' ? 'new-password' : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    </span>
  );
}
