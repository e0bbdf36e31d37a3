// Duration input: a bare number is hours; units year, month, day, hour, minute, second.
export {};
