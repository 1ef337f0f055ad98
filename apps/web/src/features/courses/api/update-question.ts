import { type Course, type RevisionItem, UpdateQuestionResponseSchema } from '@codingkaro/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { applyChange, findQuestion, type QuestionChange } from '../lib/course-progress';
import { courseKeys, viewerKey } from './course-keys';

export const UPDATED_SUCCESSFULLY = 'Updated successfully!';
export const FAILED_TO_UPDATE = 'Failed to update question';

export interface QuestionUpdate {
  courseId: string;
  dayNumber: number;
  questionId: string;
  change: QuestionChange;
}

/** PUT /api/codingkaro/courses/:courseId/days/:dayNumber/questions/:questionId — answers the full updated course. */
export async function putQuestionUpdate(update: QuestionUpdate, userEmail: string): Promise<Course> {
  const { courseId, dayNumber, questionId, change } = update;
  const path = `/api/codingkaro/courses/${encodeURIComponent(courseId)}/days/${dayNumber}/questions/${encodeURIComponent(questionId)}`;
  const response = await apiRequest(path, UpdateQuestionResponseSchema, {
    method: 'PUT',
    body: { [change.field]: change.value, userEmail },
  });
  return response.data;
}

/** Lists and revision views are summaries of the same progress: refresh them after any change. */
function refreshSummaries(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: courseKeys.revisions() });
}

/**
 * Optimistic question updates on the course screen. The change shows at once; a failure puts back
 * that one field (other in-flight changes stay); success replaces the course with the server's
 * answer, with changes still in flight laid on top so they do not flicker back.
 */
export function useUpdateQuestion(slug: string, userEmail: string | null) {
  const queryClient = useQueryClient();
  const key = courseKeys.detail(slug, viewerKey(userEmail));
  const mutationKey = courseKeys.update(slug);

  return useMutation({
    mutationKey,
    mutationFn: (update: QuestionUpdate) => {
      if (!userEmail) throw new Error('User email not found. Please log in again.');
      return putQuestionUpdate(update, userEmail);
    },
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<Course>(key);
      const before = current ? findQuestion(current, update.questionId)?.question[update.change.field] : undefined;
      queryClient.setQueryData<Course>(key, (course) => course && applyChange(course, update.questionId, update.change));
      return { before };
    },
    onError: (error, update, context) => {
      console.warn('Question update failed', error);
      if (context?.before !== undefined) {
        const rollback = { field: update.change.field, value: context.before } as QuestionChange;
        queryClient.setQueryData<Course>(key, (course) => course && applyChange(course, update.questionId, rollback));
      }
      notify.error(FAILED_TO_UPDATE);
    },
    onSuccess: (course, update) => {
      const stillPending = queryClient
        .getMutationCache()
        .findAll({ mutationKey, status: 'pending' })
        .map((mutation) => mutation.state.variables as QuestionUpdate | undefined)
        .filter((pending): pending is QuestionUpdate => pending !== undefined && pending !== update);
      queryClient.setQueryData<Course>(
        key,
        stillPending.reduce((next, pending) => applyChange(next, pending.questionId, pending.change), course),
      );
      notify.success(UPDATED_SUCCESSFULLY);
      refreshSummaries(queryClient);
    },
  });
}

/** Removes a question from the revision list (optimistically), from the Revise view. */
export function useUnflagQuestion(userEmail: string | null) {
  const queryClient = useQueryClient();
  const key = courseKeys.revision(viewerKey(userEmail));
  return useMutation({
    mutationFn: (item: RevisionItem) => {
      if (!userEmail) throw new Error('User email not found. Please log in again.');
      return putQuestionUpdate(
        {
          courseId: item.courseId,
          dayNumber: item.dayNumber,
          questionId: item.questionId,
          change: { field: 'forRevision', value: false },
        },
        userEmail,
      );
    },
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RevisionItem[]>(key);
      queryClient.setQueryData<RevisionItem[]>(key, (items) => items?.filter((i) => i.questionId !== item.questionId));
      return { previous };
    },
    onError: (error, _item, context) => {
      console.warn('Unflag failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
      notify.error(FAILED_TO_UPDATE);
    },
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(course.slug, viewerKey(userEmail)), course);
      notify.success(UPDATED_SUCCESSFULLY);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
    },
  });
}
