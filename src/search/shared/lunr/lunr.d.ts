// lunr 2.3 as the search steps and the worker use it, internals (`_stack`, `registeredFunctions`, the index's
// parts) included: the published types lack those and declare TokenSet.fromArray on instances.
declare module 'lunr' {
  function lunr(config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;

  namespace lunr {
    type PipelineFunction = (token: Token, i?: number, tokens?: Token[]) => Token | Token[] | null | undefined;
    /** A language of lunr-languages, once registered on lunr (`lunr.fr`). */
    type LanguageSupport = {stemmer: PipelineFunction; stopWordFilter: (token: Token | string) => unknown};

    class Token {
      constructor(str: string, metadata: object);
      toString(): string;
      update(fn: (str: string, metadata: object) => string): Token;
    }

    class Pipeline {
      static registeredFunctions: Record<string, PipelineFunction>;
      static registerFunction(fn: PipelineFunction, label: string): void;
      static load(serialised: string[]): Pipeline;
      _stack: PipelineFunction[];
      add(...functions: PipelineFunction[]): void;
      run(tokens: Token[]): Token[];
      runString(str: string): string[];
    }

    class Builder {
      pipeline: Pipeline;
      searchPipeline: Pipeline;
      metadataWhitelist: string[];
      ref(ref: string): void;
      field(name: string): void;
      add(doc: object, attributes?: object): void;
      use(plugin: (this: Builder, ...args: unknown[]) => void, ...args: unknown[]): void;
    }

    class TokenSet {
      static fromArray(terms: string[]): TokenSet;
      static fromClause(clause: Query.Clause): TokenSet;
      intersect(other: TokenSet): TokenSet;
      toArray(): string[];
    }

    namespace TokenSet {
      class Builder {
        root: TokenSet;
        insert(word: string): void;
        finish(): void;
      }
    }

    class Vector {
      constructor(elements?: number[]);
      insert(index: number, value: number): void;
    }

    /**
     * A term's postings: its term index, and per field the metadata of each document that holds it (an intersection
     * because `_index` is no field: such an object is written as `{_index}` and then given its fields).
     */
    type Posting = {_index: number} & {[field: string]: Record<string, object>};

    namespace Index {
      type Attributes = {
        invertedIndex: Record<string, Posting>;
        fieldVectors: Record<string, Vector>;
        tokenSet: TokenSet;
        fields: string[];
        pipeline: Pipeline;
      };
      type Result = {ref: string; score: number; matchData: {metadata: Record<string, object>}};
      /** An index as lunr saves it (`toJSON`). */
      type Saved = {
        fields: string[];
        fieldVectors: [string, number[]][];
        invertedIndex: [string, Posting][];
        pipeline: string[];
      };
    }

    class Index {
      constructor(attributes: Index.Attributes);
      static load(saved: object): Index;
      fields: string[];
      fieldVectors: Record<string, Vector>;
      search(query: string): Index.Result[];
      query(build: (this: Query, query: Query) => void): Index.Result[];
      toJSON(): Index.Saved;
    }

    namespace Query {
      enum presence {
        OPTIONAL = 1,
        REQUIRED = 2,
        PROHIBITED = 3,
      }
      enum wildcard {
        NONE = 0,
        LEADING = 1,
        TRAILING = 2,
      }
      type Clause = {
        term: string;
        fields?: string[];
        boost?: number;
        editDistance?: number;
        usePipeline?: boolean;
        wildcard?: wildcard;
        presence?: presence;
      };
    }

    class Query {
      term(term: string | string[], options: Omit<Query.Clause, 'term'>): Query;
    }

    const stemmer: PipelineFunction;
    const stopWordFilter: LanguageSupport['stopWordFilter'];
    /** lunr-languages' lunr.multi.js, once registered. */
    function multiLanguage(...languages: string[]): (this: Builder) => void;
    /** lunr-languages' lunr.fr.js, once registered. */
    const fr: LanguageSupport;
  }

  export = lunr;
}
