// SurveyJS's per-language files register their texts with survey-core and export nothing typed.
declare module 'survey-core/i18n/*';
