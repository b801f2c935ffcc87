import { useEffect, useRef, useState } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { collectForm } from '../../src/forms/collect.ts';
import type { RawValue, RawValues } from '../../src/forms/fields.ts';
import { ownValue } from '../../src/own-value.ts';
import { followableUrl } from '../../src/dom/followable-url.ts';
import { warn } from '../../src/log.ts';
import { submitForm } from '../../src/forms/submit.ts';
import { validateForm } from '../../src/forms/validate.ts';
import type { CaptchaHandle, CaptchaListeners } from '../../src/forms/captcha.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field } from './Field.tsx';
import type { FormData } from './data.ts';
import { SuccessMessage } from './SuccessMessage.tsx';

/** What the form widget renders from. */
export interface FormProps {
  data: FormData;
  /** The success HTML when the data has none (the block's `.sqs-form-block-submission-html`). */
  fallbackSuccessHtml: string;
  /** Mounts a captcha into its container when the form needs one. */
  mountCaptcha?: (container: HTMLElement, listeners: CaptchaListeners) => Promise<CaptchaHandle>;
  /** How long each submission call may take (the block's `data-submit-timeout-ms`; 30 s by default). */
  submitTimeoutMs?: number;
  /** Follows the success redirect (tests replace it). */
  navigate?: (url: string) => void;
}

type Phase = 'idle' | 'submitting' | 'success';

/** The form's captcha: where it binds, its handle, a binding failure, and whether a reset one waits to be solved. */
interface Captcha {
  box: React.RefObject<HTMLDivElement | null>;
  handle: React.RefObject<CaptchaHandle | undefined>;
  error: string;
  awaiting: boolean;
  setAwaiting: (awaiting: boolean) => void;
}

/**
 * The form block: every field, client validation, and the submission flow
 * (behaviour/forms.md#form-states, "Form"): locked with 'Submitting…' while it runs,
 * a second submit ignored; success replaces the form with its message (or
 * follows the redirect); failure shows the status's message and per-field
 * errors, resets the captcha and unlocks, keeping every typed value; with
 * a captcha bound, submit stays disabled until it is solved again.
 */
export function Form({ data, fallbackSuccessHtml, mountCaptcha, submitTimeoutMs, navigate = (url) => location.assign(url) }: FormProps) {
  const [values, setValues] = useState<RawValues>({});
  const captcha = useCaptcha(data.captchaEnabled, mountCaptcha);
  const [phase, message, fieldErrors, onSubmit] = useSubmission(data, values, captcha, submitTimeoutMs, navigate);
  const summary = useRef<HTMLDivElement>(null);
  const formMessage = useRef<HTMLParagraphElement>(null);

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  useEffect(() => {
    if (hasFieldErrors) summary.current?.focus();
    else if (message) formMessage.current?.focus();
  }, [fieldErrors, message]);

  if (phase === 'success') {
    const html = data.formSubmissionMessage?.html || fallbackSuccessHtml;
    return <SuccessMessage html={html} text={html ? '' : t(FORM_TEXT, 'submitted')} alignment={data.submissionTextAlignment} />;
  }

  const submitting = phase === 'submitting';
  return (
    <div className="form-inner-wrapper">
      {hasFieldErrors && <ErrorSummary box={summary} fields={data.formFields} errors={fieldErrors} />}
      <form noValidate onSubmit={onSubmit} aria-label={data.formName || undefined} data-form-id={data.formId}>
        <div className="field-list">
          {data.formFields.map((field) => (
            <Field
              key={field.id}
              field={field}
              value={ownValue(values, field.id)}
              error={ownValue(fieldErrors, field.id)}
              onChange={(value: RawValue) => setValues((current) => ({ ...current, [field.id]: value }))}
            />
          ))}
        </div>
        {data.captchaEnabled && <CaptchaSlot captcha={captcha} message={message} />}
        {message && (
          <p className="form-message form-message--error" ref={formMessage} tabIndex={-1} role={hasFieldErrors ? undefined : 'alert'}>
            {message}
          </p>
        )}
        {hasFieldErrors && <div className="form-summary form-summary--bottom">{t(FORM_TEXT, 'problemScrollUp')}</div>}
        <div className={`form-button-wrapper form-button-wrapper--align-${data.buttonAlignment || 'left'}`}>
          <button
            type="submit"
            className="button sqs-system-button sqs-editable-button"
            disabled={submitting || captcha.awaiting}
            aria-busy={submitting || undefined}
          >
            {submitting ? t(FORM_TEXT, 'submitting') : data.formSubmitButtonText}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Mounts the captcha once the form is in the page (when the form has one) and destroys it with the form. */
function useCaptcha(enabled: boolean | undefined, mountCaptcha: FormProps['mountCaptcha']): Captcha {
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaHandle | undefined>(undefined);
  const [error, setError] = useState('');
  // behaviour/forms.md#form-states: after a failure the captcha is reset and submit disabled until it is solved.
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => {
    const container = box.current;
    if (!enabled || !mountCaptcha || !container) return;
    let alive = true;
    mountCaptcha(container, { onSolved: () => alive && setAwaiting(false) }).then(
      (bound) => (alive ? (handle.current = bound) : bound.destroy()),
      (failure: unknown) => alive && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      alive = false;
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, []);
  return { box, handle, error, awaiting, setAwaiting };
}

/** The captcha's container, and its binding failure until a submit repeats it as the form's message. */
function CaptchaSlot({ captcha, message }: { captcha: Captcha; message: string }) {
  return (
    <div className="captcha-container-wrapper">
      <div className="captcha-container" ref={captcha.box} />
      {/* Once a submit repeats it as the form's message, it is not shown twice. */}
      {captcha.error && captcha.error !== message && (
        <p className="captcha-error" role="alert">
          {captcha.error}
        </p>
      )}
    </div>
  );
}

/**
 * The submission flow's state and its submit handler: the client check, the
 * captcha, one submission at a time, then success (or the redirect) or the
 * failure's message and field errors.
 */
function useSubmission(data: FormData, values: RawValues, captcha: Captcha, submitTimeoutMs: number | undefined, navigate: (url: string) => void) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const form = collectForm(data.formFields, values, location.search);
    const errors = validateForm(data.formFields, form);
    const captchaKey = Object.keys(errors).length || !data.captchaEnabled ? undefined : captcha.handle.current?.response() || undefined;
    const refused = refusal(data, errors, captchaKey, captcha.error);
    if (refused) {
      setFieldErrors(refused[0]);
      setMessage(refused[1]);
      return;
    }
    busy.current = true;
    setPhase('submitting');
    setMessage('');
    setFieldErrors({});
    const result = await submitForm(
      {
        formId: data.formId,
        collectionId: data.collectionId,
        objectName: data.objectName,
        isOverlayForm: data.isOverlayForm,
        submitButtonText: data.formSubmitButtonText,
        form,
        captchaKey,
      },
      submitTimeoutMs,
    );
    busy.current = false;
    if (result.ok) return setPhase(followedRedirect(data, navigate) ? 'idle' : 'success');
    if (captcha.handle.current) {
      captcha.handle.current.reset();
      captcha.setAwaiting(true);
    }
    setFieldErrors(result.fieldErrors ?? {});
    setMessage(result.message);
    setPhase('idle');
  }
  return [phase, message, fieldErrors, onSubmit] as const;
}

/** Why a submit is refused before sending: the fields' errors and the form's message (an unsolved captcha has no field errors). */
function refusal(
  data: FormData,
  errors: Record<string, string>,
  captchaKey: string | undefined,
  captchaError: string,
): [Record<string, string>, string] | undefined {
  if (Object.keys(errors).length) return [errors, t(FORM_TEXT, 'fieldsInvalid')];
  if (data.captchaEnabled && !captchaKey) return [{}, captchaError || t(FORM_TEXT, 'captchaIncomplete')];
  return undefined;
}

/** Follows the success redirect when it is http(s) or relative; any other is warned about and the message shows instead. */
function followedRedirect(data: FormData, navigate: (url: string) => void): boolean {
  const redirect = data.successRedirect ? followableUrl(data.successRedirect) : undefined;
  if (data.successRedirect && !redirect) warn(`form ${data.formId}: successRedirect is not an http(s) or relative URL; showing the message instead`);
  if (redirect) navigate(redirect);
  return !!redirect;
}
