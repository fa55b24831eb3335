export interface KeyFiles {
  private: string;
  public: string;
}
export declare function devKeys(dir: string): { provider: KeyFiles; platform: KeyFiles };
