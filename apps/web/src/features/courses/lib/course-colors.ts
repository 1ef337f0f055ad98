/** Card accents for the course colour keys (spec 3, "course colour themes"). */
const gradients: Record<string, string> = {
  indigo: 'from-indigo-500 to-violet-500',
  blue: 'from-blue-500 to-cyan-500',
  emerald: 'from-emerald-500 to-teal-500',
};

export const courseGradient = (color: string) => gradients[color] ?? gradients.indigo;
