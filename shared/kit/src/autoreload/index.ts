/** Auto-reload rules: '@portal/kit/autoreload' (see rules.ts). */
export * from './rules';
export * from './RuleHealth';
