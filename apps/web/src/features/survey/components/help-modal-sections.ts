/**
 * §2 "Popup-messages help modal": one section per page the help speaks of, each with the §2 text that tells the lab
 * what to expect there (the form not made yet, the form loading, processing after submission, charts reloading).
 */
export const HELP_SECTIONS = [
  { id: 'surveyDashboard', titleKey: 'survey.help.surveyDashboard.title', textKey: 'survey.help.surveyDashboard.text' },
  { id: 'takeSurvey', titleKey: 'survey.help.takeSurvey.title', textKey: 'survey.help.takeSurvey.loading' },
  { id: 'thankYou', titleKey: 'survey.help.thankYou.title', textKey: 'survey.help.thankYou.text' },
  { id: 'charts', titleKey: 'survey.help.charts.title', textKey: 'survey.help.charts.text' },
] as const;

/** The texts that say how long processing a submitted response may take (§9: more than 15 minutes). */
export const PROCESSING_TEXT_KEYS = ['survey.help.thankYou.text', 'survey.processing'] as const;
