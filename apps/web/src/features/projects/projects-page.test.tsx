import { ProjectIdeasSchema } from '@codingkaro/contracts';
import projectsContent from '@content/site/projects.json' with { type: 'json' };
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../testing/render-app';
import { PROJECT_LEVELS, projectIdeas } from './projects-data';
import { ProjectsPage } from './projects-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter url={path}>
      <ProjectsPage />
    </MemoryRouter>,
  );

describe('projects page', () => {
  it('shows what the schema accepts (content/site/projects.json)', () => {
    expect(ProjectIdeasSchema.parse(projectsContent)).toEqual(projectIdeas);
  });

  it('has about five ideas per level, each with stack, milestones and stretch goals', () => {
    for (const level of PROJECT_LEVELS) expect(projectIdeas.filter((p) => p.level === level)).toHaveLength(5);
    for (const idea of projectIdeas) {
      expect(idea.stack.length && idea.milestones.length && idea.stretchGoals.length).toBeTruthy();
    }
  });

  it('filters by level', async () => {
    renderAt('/projects');
    expect(screen.getByText('Showing 15 projects')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Advanced/ }));
    expect(screen.getByText('Showing 5 projects for advanced level')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Advanced/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Task Manager')).not.toBeInTheDocument();
    expect(screen.getByText('Mini Online Judge')).toBeInTheDocument();
  });

  it('reads the level from the address', () => {
    renderAt('/projects?level=beginner');
    expect(screen.getByText('Showing 5 projects for beginner level')).toBeInTheDocument();
  });
});
