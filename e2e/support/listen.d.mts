import type {Server} from 'node:http';
export declare function listenOn(server: Server, port: number, name: string): Promise<void>;
export declare function closeServer(server: Server): Promise<void>;
