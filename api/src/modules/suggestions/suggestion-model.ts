import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import type { ChatPrompt } from './model-prompts.js';

/**
 * The configured OpenAI-compatible model (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL), spoken
 * to through the official client. One attempt within OPENAI_TIMEOUT_MS: a suggestion that comes
 * late is not worth a retry the person waits for. Failures are logged without the prompt and
 * answered as undefined, which the service turns into the spec's placeholder.
 */
@Injectable()
export class SuggestionModel {
  private readonly logger = new Logger(SuggestionModel.name);
  private readonly client: OpenAI | undefined;
  private readonly model: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const openai = config.openai;
    this.model = openai?.model ?? '';
    this.client = openai
      ? new OpenAI({
          baseURL: openai.baseUrl,
          apiKey: openai.apiKey,
          // Explicit, so the client reads nothing else from the environment.
          organization: null,
          project: null,
          timeout: openai.timeoutMs,
          maxRetries: 0,
          logLevel: 'off',
        })
      : undefined;
  }

  /** Whether a model is configured; without one the built-in generators write suggestions. */
  get enabled(): boolean {
    return this.client !== undefined;
  }

  /** The completion's text, or undefined when the call failed or came back empty. */
  async complete(prompt: ChatPrompt): Promise<string | undefined> {
    if (!this.client) return undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        temperature: 0.4,
      });
      const content = completion.choices[0]?.message.content;
      return typeof content === 'string' && content.trim() !== '' ? content : undefined;
    } catch (error) {
      this.logger.warn(`The suggestion model failed: ${describe(error)}`);
      return undefined;
    }
  }
}

/** What went wrong, without anything the request carried. */
function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `${error.name} (status ${String(error.status)})`;
  return error instanceof Error ? error.name : 'unknown error';
}
