// The weekly summary's setting as the owner sees it named: the switch in
// Reports, and the e-mail's last line, which says where to turn it off. Apart
// from the setting's schema (report-settings.ts), so that the Reports' first
// look drawn ahead of the staff pages' shell loads no schema code.

/** The toggle's label in Reports, which the e-mail's last line names. */
export const WEEKLY_SUMMARY_SETTING_LABEL = 'Weekly summary e-mail';
