/** The five achievements of docs/seed-spec.md §2.6, each with the rule that earns it (shown on hover or tap). */
export const achievementRules = {
  fastLearner: { title: /*i18n*/ 'Fast Learner', rule: /*i18n*/ 'Complete a course within 14 days of enrolling' },
  perfectScore: { title: /*i18n*/ 'Perfect Score', rule: /*i18n*/ 'Get a score of 100 in a course' },
  completion: { title: /*i18n*/ 'Completion', rule: /*i18n*/ 'Complete your first course' },
  problemSolver: { title: /*i18n*/ 'Problem Solver', rule: /*i18n*/ 'Complete 25 lessons' },
  goalAchiever: {
    title: /*i18n*/ 'Goal Achiever',
    rule: /*i18n*/ 'Attend 90% or more of at least 8 recorded classes in one course',
  },
} as const;
export type AchievementKey = keyof typeof achievementRules;

export const FAST_LEARNER_DAYS = 14;
export const PROBLEM_SOLVER_LESSONS = 25;
export const GOAL_ACHIEVER_PERCENT = 90;
export const GOAL_ACHIEVER_MIN_RECORDS = 8;
