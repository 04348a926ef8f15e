/**
 * The five achievements of the Progress page, each with the rule that earns it (shown on hover or tap).
 * Perfect Score and Problem Solver come from the gradebook's released marks.
 */
export const achievementRules = {
  fastLearner: { title: /*i18n*/ 'Fast Learner', rule: /*i18n*/ 'Complete a course within 14 days of enrolling' },
  perfectScore: {
    title: /*i18n*/ 'Perfect Score',
    rule: /*i18n*/ 'Get full marks on an assignment, a test or a course score',
  },
  completion: { title: /*i18n*/ 'Completion', rule: /*i18n*/ 'Complete your first course' },
  problemSolver: {
    title: /*i18n*/ 'Problem Solver',
    rule: /*i18n*/ 'Score 80% or more on 10 graded assignments or tests',
  },
  goalAchiever: {
    title: /*i18n*/ 'Goal Achiever',
    rule: /*i18n*/ 'Attend 90% or more of at least 8 recorded classes in one course',
  },
} as const;
export type AchievementKey = keyof typeof achievementRules;

export const FAST_LEARNER_DAYS = 14;
/** Problem Solver: this many assignments or tests graded at `PROBLEM_SOLVER_PERCENT` or more. */
export const PROBLEM_SOLVER_WORK = 10;
export const PROBLEM_SOLVER_PERCENT = 80;
export const GOAL_ACHIEVER_PERCENT = 90;
export const GOAL_ACHIEVER_MIN_RECORDS = 8;
