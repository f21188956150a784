import { describe, expect, it } from 'vitest';
import { categoryCard } from './category-card.ts';

const URL = '/survey/histopathlogy_lab';
const detail = {
  can_view_rpt: false,
  lab_status: null,
  survey_status: null,
  s_url: null,
  s_taken: false,
  contact_id: null,
  round: 2026,
  waitForImport: false,
  openQuestions: 0,
  returned: false,
  validationComment: null,
  submittedAt: null,
} as const;
const open = { ...detail, s_url: '/survey-form/x', lab_status: 'P' } as const;
const submitted = { ...open, lab_status: 'A', s_taken: true, submittedAt: '2026-03-01T10:00:00.000Z' } as const;
const keys = (card: ReturnType<typeof categoryCard>) => card.actions.map((a) => `${a.key} ${a.to}`);

describe('category cards on /survey: the action follows the state', () => {
  it('offers Start before any link, and in Germany only the core lab survey', () => {
    expect(categoryCard('HL', URL, detail, 'TH')).toMatchObject({ stateKey: 'survey.state.notStarted', reason: null });
    expect(keys(categoryCard('HL', URL, detail, 'TH'))).toEqual([`survey.action.start ${URL}`]);
    expect(keys(categoryCard('HL', URL, undefined, 'TH'))).toEqual([`survey.action.start ${URL}`]);
    const german = categoryCard('ML', URL, detail, 'DE');
    expect(german).toMatchObject({ notOffered: true, actions: [] });
    expect(categoryCard('CL', URL, detail, 'de').notOffered).toBe(false);
  });

  it('offers Continue while in progress and "Make the requested changes" with the reason once returned', () => {
    expect(keys(categoryCard('HL', URL, open, 'TH'))).toEqual([`survey.action.continue ${URL}`]);
    const returned = categoryCard('HL', URL, { ...open, returned: true, validationComment: 'Give beds.' }, 'TH');
    expect(returned).toMatchObject({ phase: 'returned', stateKey: 'survey.state.returned', reason: 'Give beds.' });
    expect(keys(returned)).toEqual([`survey.action.makeChanges ${URL}`]);
  });

  it('offers "View your answers" while submitted, never Continue, and a way to staff’s questions', () => {
    const card = categoryCard('HL', URL, { ...submitted, waitForImport: true }, 'TH');
    expect(card).toMatchObject({ stateKey: 'survey.state.submitted', processing: true });
    expect(keys(card)).toEqual([`survey.action.viewAnswers ${URL}/answers`]);
    expect(keys(categoryCard('HL', URL, { ...submitted, openQuestions: 2 }, 'TH'))).toEqual([
      `survey.action.viewAnswers ${URL}/answers`,
      `survey.action.replyToQuestions ${URL}`,
    ]);
  });

  it('leads an accepted response to the dashboard and its answers', () => {
    const accepted = { ...submitted, survey_status: 'A', can_view_rpt: true, validationComment: 'Thanks' } as const;
    const card = categoryCard('HL', URL, accepted, 'TH');
    expect(card).toMatchObject({ stateKey: 'survey.state.accepted', reason: null });
    expect(keys(card)).toEqual(['survey.action.dashboard /dashboard', `survey.action.viewAnswers ${URL}/answers`]);
    expect(categoryCard('BB', URL, accepted, 'TH').bloodBankMessage).toBe(true);
  });

  it('shows a rejection as final, with its reason and the answers', () => {
    const rejected = { ...submitted, survey_status: 'R', validationComment: 'Not your lab’s figures.' } as const;
    const card = categoryCard('HL', URL, rejected, 'TH');
    expect(card).toMatchObject({ stateKey: 'survey.state.rejected', reason: 'Not your lab’s figures.' });
    expect(keys(card)).toEqual([`survey.action.viewAnswers ${URL}/answers`]);
  });

  it('keeps the dashboard of an earlier round next to this round’s work', () => {
    const earlier = { ...open, can_view_rpt: true } as const;
    expect(keys(categoryCard('CL', URL, earlier, 'TH'))).toEqual([
      `survey.action.continue ${URL}`,
      'survey.action.dashboard /dashboard',
    ]);
    expect(categoryCard('CL', URL, earlier, 'TH').earlierParticipation).toBe(true);
    expect(categoryCard('ML', URL, earlier, 'TH').earlierParticipation).toBe(false);
  });
});
