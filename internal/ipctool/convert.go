package ipctool

import (
	"bufio"
	"fmt"
	"io"

	"github.com/quiver-go/quiver/ipc"
)

// StreamToFile is arrow-stream-to-file: it reads an IPC stream from r and
// writes the same schema, dictionaries (ids kept, deltas as deltas) and
// record batches (with their message metadata) as an uncompressed IPC file
// to w. Empty input writes nothing and is not an error.
//
// The input is validated as the default ipc reader does (every structural
// and memory-safety rule, no value-level rule): a converter carries values
// as they are (old Arrow writers produced out-of-precision decimals on
// purpose), and judging them is the job of VALIDATE. A stream
// that replaces a dictionary cannot become a file and gives an error.
func StreamToFile(r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 1<<16)
	if _, err := br.Peek(1); err == io.EOF {
		return nil
	}
	sr, err := ipc.NewStreamReader(br)
	if err != nil {
		return fmt.Errorf("reading the stream: %w", err)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	dst, err := NewSink(bw, File, sr.Header())
	if err != nil {
		return fmt.Errorf("writing the file: %w", err)
	}
	if _, _, err := Copy(dst, StreamSource(sr)); err != nil {
		return err
	}
	return bw.Flush()
}

// FileToStream is arrow-file-to-stream: it reads the IPC file at path and
// writes the same schema, dictionaries (ids kept) and record batches (with
// their message metadata) as an uncompressed IPC stream to w. Validation is
// as for StreamToFile.
func FileToStream(path string, w io.Writer) error {
	f, err := ipc.OpenFile(path)
	if err != nil {
		return err
	}
	defer f.Close()
	bw := bufio.NewWriterSize(w, 1<<16)
	dst, err := NewSink(bw, Stream, f.Header())
	if err != nil {
		return fmt.Errorf("writing the stream: %w", err)
	}
	if _, _, err := Copy(dst, FileSource(f)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return bw.Flush()
}
