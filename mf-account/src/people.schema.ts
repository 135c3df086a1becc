// The report-and-block reason form: a reason must be chosen, and "Other" needs the person's own words
// (spec §5, word for word). The API stores the reason with the block (spec §3 "User report or block").
import { MESSAGES } from '@abode/shared';
import { EN } from './texts/en.ts';

/** The reasons offered, by interface key; 'other' asks for a written reason. */
export const REPORT_REASONS = [
  'reasonSpam',
  'reasonAbusive',
  'reasonFake',
  'reasonOther',
] as const satisfies readonly (keyof typeof EN)[];
export type ReportReasonKey = (typeof REPORT_REASONS)[number];

/** Values of the reason form. */
export interface ReasonValues {
  choice: ReportReasonKey | '';
  text: string;
}

/** Rules of the reason form: the spec's two messages. */
export const reasonRules = {
  choice: (value: ReasonValues['choice']) => (value ? null : MESSAGES.reasonRequired),
  text: (value: string, values: ReasonValues) =>
    values.choice === 'reasonOther' && !value.trim() ? MESSAGES.reasonTextRequired : null,
};

/**
 * The reason sent to the API: the written text for "Other", else the reason in English, so the stored
 * reports read the same whatever language the reporter used.
 */
export function reasonText(values: ReasonValues): string {
  if (values.choice === 'reasonOther') return values.text.trim();
  return values.choice ? EN[values.choice] : '';
}
