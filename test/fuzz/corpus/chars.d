BEGIN { trace('a'); trace('\n'); trace('ab'); trace('\0'); }
