import type { AiDifficulty, AiGameType } from '@casino/contracts';
import { z } from 'zod';
import type { ProposedText } from './presentation-designer.js';
import { hasBlockedWords } from './word-filter.js';

/**
 * The optional language model (issue 19): any OpenAI-compatible chat completions endpoint, called
 * with plain fetch. It may propose a game's name, description and symbol theme as JSON; the answer
 * is validated with zod and passes the word filter, or it is not used (the procedural designer's
 * text stands). The numbers of a game never come from it: the engine designs them.
 */
export interface LanguageModelConfig {
  /** The API base, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly timeoutMs: number;
}

export interface LanguageModel {
  readonly model: string;
  propose(input: {
    gameType: AiGameType;
    theme: string;
    difficulty: AiDifficulty;
    aiPrompt: string;
  }): Promise<ProposedText>;
}

/** What a model must answer (inside the message content, as a JSON object). */
export const ModelProposal = z.object({
  name: z.string().trim().min(3).max(48),
  description: z.string().trim().min(10).max(320),
  symbolTheme: z.array(z.string().trim().min(2).max(30)).min(3).max(12),
});

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

// Names and descriptions are single lines of plain text: no markup, no control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CLEAN = /^[^<>\u0000-\u001f\u007f]*$/;

const SYSTEM = [
  'You name and describe casino games for a social casino.',
  'Answer with one JSON object only: {"name": string, "description": string, "symbolTheme": string[]}.',
  'name: at most 48 characters. description: one or two sentences, at most 300 characters, no numbers,',
  'no odds and no promises of winning. symbolTheme: 3 to 12 single English nouns for the symbols.',
].join(' ');

export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

export function openAiCompatibleModel(
  config: LanguageModelConfig,
  fetchFn: typeof fetch = fetch,
): LanguageModel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: config.model,
    async propose(input) {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.9,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM },
            {
              role: 'user',
              content: `Game type: ${input.gameType}. Difficulty: ${input.difficulty}. Theme: ${input.theme}. The player asked: ${input.aiPrompt}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new LanguageModelError(`the model answered ${response.status}`);
      const completion = ChatCompletion.safeParse(await response.json());
      if (!completion.success) throw new LanguageModelError('the model answered no completion');
      let content: unknown;
      try {
        content = JSON.parse(completion.data.choices[0]!.message.content);
      } catch {
        throw new LanguageModelError('the model answered no JSON object');
      }
      const proposal = ModelProposal.safeParse(content);
      if (!proposal.success)
        throw new LanguageModelError(
          `the model's proposal was refused: ${proposal.error.issues[0]?.message ?? ''}`,
        );
      const { name, description, symbolTheme } = proposal.data;
      if (!CLEAN.test(name) || !CLEAN.test(description))
        throw new LanguageModelError("the model's text had markup");
      if ([name, description, ...symbolTheme].some(hasBlockedWords))
        throw new LanguageModelError("the model's text did not pass the word filter");
      return { name, description, symbolTheme };
    },
  };
}
