export function scriptPolicy(sources: string[], reviewWidgetScriptUrl: string | undefined): string;
