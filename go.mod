module github.com/quiver-go/quiver

go 1.26.0

require (
	github.com/dave/jennifer v1.7.1
	github.com/minio/asm2plan9s v0.0.0-20200509001527-cdd76441f9d8
)

require (
	github.com/google/flatbuffers v25.12.19+incompatible
	github.com/klauspost/compress v1.20.3
	github.com/pierrec/lz4/v4 v4.1.33
	golang.org/x/sys v0.49.0
)

require github.com/andybalholm/brotli v1.2.3
