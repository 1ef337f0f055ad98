import { renderEmail } from '../mail';

export interface DailyEmailInput {
  name: string;
  dueCount: number;
  /** The first due reviews' titles, oldest due first. */
  dueTitles: string[];
  problemOfTheDay: { title: string; difficulty: string } | null;
  todayUrl: string;
  unsubscribeUrl: string;
}

/** The daily reminder: reviews due and the problem of the day, with the sign-in-free unsubscribe link. */
export function dailyReminderEmail(input: DailyEmailInput) {
  const reviews = `${input.dueCount} review${input.dueCount === 1 ? ' is' : 's are'} due`;
  const more = input.dueCount > input.dueTitles.length ? `, and ${input.dueCount - input.dueTitles.length} more` : '';
  const paragraphs = [
    `Hi ${input.name}, ${reviews}: ${input.dueTitles.join(', ')}${more}.`,
    ...(input.problemOfTheDay
      ? [`Problem of the day: ${input.problemOfTheDay.title} (${input.problemOfTheDay.difficulty}).`]
      : []),
    `You asked for this daily email. To stop it, open ${input.unsubscribeUrl} (no sign-in needed).`,
  ];
  return {
    subject: `${reviews} today`,
    ...renderEmail({ heading: 'Your practice for today', paragraphs, action: { label: 'Open Today', url: input.todayUrl } }),
  };
}
