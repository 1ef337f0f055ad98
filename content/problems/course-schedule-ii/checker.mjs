// Any order that takes every course once, each after all its prerequisites; [] exactly when none exists.
export default function check([numCourses, prerequisites], expected, actual) {
  if (!Array.isArray(actual)) return 'Return an array of course numbers';
  if (expected.length === 0) return actual.length === 0 || 'No valid order exists here, so the answer is []';
  if (actual.length !== numCourses) return `The order must list all ${numCourses} courses exactly once`;
  const position = new Array(numCourses).fill(-1);
  for (const [i, course] of actual.entries()) {
    if (!Number.isInteger(course) || course < 0 || course >= numCourses) return `${course} is not a course number`;
    if (position[course] >= 0) return `Course ${course} appears twice`;
    position[course] = i;
  }
  for (const [a, b] of prerequisites) {
    if (position[b] > position[a]) return `Course ${a} is taken before its prerequisite ${b}`;
  }
  return true;
}
