// Types of observatory.mjs, for the site's integration test that imports it.

export declare const OBSERVATORY_HOST: string;

export declare function selfSignedCertificate(): { key: string; cert: string };

export interface TlsFront {
  httpsPort: number;
  httpPort: number;
  origin: string;
  cert: string;
  setUpstream: (url: string) => void;
  stop: () => Promise<void>;
}

export declare function startTlsFront(options?: { upstream?: string }): Promise<TlsFront>;

export declare function trustCertificate(cert: string): void;

export interface ObservatoryTest {
  name: string;
  pass: boolean;
  result: string;
  modifier: number;
}

export interface ObservatoryGrade {
  path: string;
  status: number;
  score: number;
  grade: string;
  tests: ObservatoryTest[];
  failed: ObservatoryTest[];
}

export declare function grade(options: {
  path: string;
  httpsPort: number;
  httpPort: number;
  hostname?: string;
}): Promise<ObservatoryGrade>;

export declare function observatoryVersion(): string;
