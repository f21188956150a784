// The widget's per-language files register their texts on the global `$altcha` and export nothing; the
// package names type files for them that it does not ship.
declare module 'altcha/i18n/*';
