// Bridge.NET's helper as bridge.js defines it (its declaration file names it ToArray, which the runtime lacks).
declare namespace Bridge {
  function toArray<T>(enumerable: System.Collections.Generic.IEnumerable$1<T> | null): T[];
}
