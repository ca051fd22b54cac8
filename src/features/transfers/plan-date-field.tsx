import '@mantine/dates/styles.layer.css';
import { Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { formatIsoDate, parseDmyDate, parseIsoDate } from '../../../domain/dates';
import { WEEKDAYS, type Weekday } from '../../../domain/transfer-wizards';
import { formatSlashDate } from '../../lib/format';
import { summaryMessages, amountMessages as text, weekdayLabels } from './messages';

/** A plan's start date as the summary and Review show it: DD/MM/YYYY, or '-' while unset. */
export const planDateText = (date: Date | null) =>
  date ? (formatSlashDate(formatIsoDate(date)) ?? '') : summaryMessages.none;

/**
 * The start date of an STP or SWP (001 §5): a calendar day, or for a weekly STP a weekday
 * (Monday to Friday) whose next date at least a day ahead is taken. The calendar also takes a
 * typed DD/MM/YYYY.
 */
export function PlanDateField({
  weekly,
  weekday,
  startDate,
  onWeekday,
  onDate,
}: {
  weekly: boolean;
  weekday: Weekday | null;
  startDate: Date | null;
  onWeekday: (weekday: Weekday) => void;
  onDate: (date: Date) => void;
}) {
  if (weekly) {
    return (
      <Stack gap={4}>
        <Select
          label={text.weekday}
          placeholder={text.weekdayPlaceholder}
          data={WEEKDAYS.map((day) => ({ value: String(day), label: weekdayLabels[day] }))}
          value={weekday === null ? null : String(weekday)}
          onChange={(value) => value && onWeekday(Number(value) as Weekday)}
          allowDeselect={false}
        />
        {startDate && (
          <Text fz="sm" data-testid="plan-start-date">
            {text.firstOn(formatSlashDate(formatIsoDate(startDate)) ?? '')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <DateInput
      label={text.startDate}
      placeholder={text.startDatePlaceholder}
      valueFormat="DD/MM/YYYY"
      dateParser={(input) => {
        const date = parseDmyDate(input.trim().replaceAll('/', '-'));
        return date ? formatIsoDate(date) : null;
      }}
      value={startDate ? formatIsoDate(startDate) : null}
      onChange={(value) => {
        const date = value ? parseIsoDate(value) : null;
        if (date) onDate(date);
      }}
    />
  );
}
