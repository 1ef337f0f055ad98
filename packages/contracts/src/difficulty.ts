import { z } from 'zod';

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;
