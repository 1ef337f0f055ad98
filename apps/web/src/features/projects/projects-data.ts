import type { ProjectIdea } from '@codingkaro/contracts';
import projectsContent from '@content/site/projects.json' with { type: 'json' };

export { PROJECT_LEVELS, type ProjectIdea, type ProjectLevel } from '@codingkaro/contracts';

/** /projects: portfolio project ideas by level. Edited in content/site/projects.json (ProjectIdeasSchema). */
export const projectIdeas = projectsContent as ProjectIdea[];
